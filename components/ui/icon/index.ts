export { Icon } from "./icon";
export { ICON_NAMES, type IconName } from "./names";

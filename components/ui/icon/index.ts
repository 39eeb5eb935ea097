export { Icon } from "./icon";
export { type IconName } from "./names";

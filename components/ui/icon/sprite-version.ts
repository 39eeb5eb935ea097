// Written by `npm run icons` (scripts/icons.tsx): the hash of public/sprite.svg.
export const SPRITE_VERSION = "112b08b8";

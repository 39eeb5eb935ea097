// Static image imports (components/ui/icon/sprite.svg) are typed by Next's declarations. next-env.d.ts references them
// too, but a build writes that file and git does not keep it; `npm test` type-checks before anything is built.
/// <reference types="next/image-types/global" />

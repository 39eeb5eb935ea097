import type { ProjectView } from "@/lib/projects/rules";
import { imageMetasOf } from "@/lib/media/queries";
import { GalleryLightbox } from "./gallery-lightbox.client";
import { CaseStudySection } from "./section";

/** Gallery with a full-screen lightbox. */
export async function Gallery({ project: p }: { project: ProjectView }) {
  if (p.gallery.length === 0) return null;
  return (
    <CaseStudySection id="gallery" name="Gallery" eyebrow="Gallery" title="Inside the product">
      <GalleryLightbox title={p.title} images={p.gallery} metas={await imageMetasOf(p.gallery)} />
    </CaseStudySection>
  );
}

import type { ProjectView } from "@/lib/projects/rules";
import { GalleryLightbox } from "./gallery-lightbox.client";
import { CaseStudySection } from "./section";

/** Gallery with a full-screen lightbox. */
export function Gallery({ project: p }: { project: ProjectView }) {
  if (p.gallery.length === 0) return null;
  return (
    <CaseStudySection id="gallery" name="Gallery" eyebrow="Gallery" title="Inside the product">
      <GalleryLightbox title={p.title} images={p.gallery} />
    </CaseStudySection>
  );
}

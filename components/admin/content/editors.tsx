import type { ComponentType } from "react";
import type { DraftCopyOffer } from "@/lib/autosave/schema";
import type { Stamped } from "@/lib/content/store";
import { PortfolioForm } from "@/components/admin/portfolio/portfolio-form.client";
import { BlogForm } from "@/components/admin/blog/blog-form.client";
import { projectFormValues } from "@/lib/projects/form-values";
import { blogFormValues } from "@/lib/blog/form-values";
import type { Project } from "@/lib/projects/schema";
import type { BlogPost } from "@/lib/blog/schema";
import { TestimonialForm } from "@/components/admin/testimonials/testimonial-form.client";
import { testimonialFormValues } from "@/lib/testimonials/form-values";
import type { Testimonial } from "@/lib/testimonials/schema";

/** What every editor takes: the item's id and the version it opened (none: a new item), its starting values and the
 *  admin's autosaved copy. */
interface EditorProps<V> {
  id?: string;
  openedAt?: string;
  defaultValues: V;
  draftCopy?: DraftCopyOffer | null;
  /** The role may publish (else the form saves drafts and offers no publishing section). */
  canPublish?: boolean;
  /** Why the form is read-only for this role, when it is. */
  readOnly?: string;
}

interface Editor {
  form: ComponentType<EditorProps<never>>;
  values: (item?: Stamped) => unknown;
}

/** The form of each content type whose editor is its own (the rest use the form made from their schema). */
export const EDITORS: Record<string, Editor> = {
  project: { form: PortfolioForm as Editor["form"], values: (item) => projectFormValues(item as Project | undefined) },
  blog: { form: BlogForm as Editor["form"], values: (item) => blogFormValues(item as BlogPost | undefined) },
  testimonial: {
    form: TestimonialForm as Editor["form"],
    values: (item) => testimonialFormValues(item as Testimonial | undefined),
  },
};

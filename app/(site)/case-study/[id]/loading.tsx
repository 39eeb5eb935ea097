import { CaseStudySkeleton } from "@/components/site/case-study/skeleton";

/** Spec 001 §2.4: the skeleton while a case study streams. */
export default function LoadingCaseStudy() {
  return <CaseStudySkeleton />;
}

import { CaseStudySkeleton } from "@/components/site/case-study/skeleton";

/** The skeleton while a case study streams. */
export default function LoadingCaseStudy() {
  return <CaseStudySkeleton />;
}

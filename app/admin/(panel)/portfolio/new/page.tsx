import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/session";
import { projectFormValues } from "@/lib/admin/project-form-values";
import { PortfolioForm } from "@/components/admin/portfolio/portfolio-form.client";

export const metadata: Metadata = { title: "Add New Portfolio" };

export default async function NewPortfolioPage() {
  await requireAdmin("/admin/portfolio/new");
  return <PortfolioForm defaultValues={projectFormValues()} />;
}

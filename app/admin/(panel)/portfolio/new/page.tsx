import type { Metadata } from "next";
import { Suspense } from "react";
import { requireAdmin } from "@/lib/auth/session";
import { projectFormValues } from "@/lib/projects/form-values";
import { PortfolioForm } from "@/components/admin/portfolio/portfolio-form.client";

export const metadata: Metadata = { title: "Add New Portfolio" };

async function NewPortfolio() {
  await requireAdmin();
  return <PortfolioForm defaultValues={projectFormValues()} />;
}

export default function NewPortfolioPage() {
  return <Suspense fallback={<p role="status" className="text-sm text-muted">Loading...</p>}><NewPortfolio /></Suspense>;
}

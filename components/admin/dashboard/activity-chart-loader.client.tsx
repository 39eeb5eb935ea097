"use client";

import dynamic from "next/dynamic";

/** The chart library loads only where a dashboard chart is drawn, after the page, never with any other page. */
export const ActivityChart = dynamic(() => import("./activity-chart.client"), {
  ssr: false,
  loading: () => <div className="h-64 w-full animate-pulse rounded-xl bg-surface-2" aria-hidden />,
});

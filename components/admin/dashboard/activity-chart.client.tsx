"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Series } from "@/lib/dashboard/activity";

const COLORS = [
  "var(--color-cyan)",
  "var(--color-purple)",
  "var(--color-pink)",
  "var(--color-blue)",
  "#f59e0b",
  "#10b981",
];

/** "2026-11-25" → "25 Nov". */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A bar chart of one count per day and series, stacked unless the series overlap (views and the visits among them);
 *  recharts, in the dashboard's own chunk. */
export default function ActivityChart({
  days,
  series,
  label,
  stacked = true,
}: {
  days: string[];
  series: Series[];
  label: string;
  stacked?: boolean;
}) {
  const rows = days.map((day, i) => ({
    day: shortDay(day),
    ...Object.fromEntries(series.map((s) => [s.label, s.counts[i]])),
  }));
  return (
    <div role="img" aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="day"
            tick={{ fontSize: 11, fill: "var(--color-muted)" }}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "var(--color-muted)" }} />
          <Tooltip
            cursor={{ fill: "var(--color-surface-2)" }}
            contentStyle={{
              background: "var(--color-surface)",
              border: "1px solid var(--color-border)",
              borderRadius: 12,
              fontSize: 12,
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.label}
              stackId={stacked ? "day" : undefined}
              fill={COLORS[i % COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

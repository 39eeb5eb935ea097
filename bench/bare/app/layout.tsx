// A bare Next.js 16 page: the baseline the bench compares the site's pages with (same Next, React, Node, machine).
export const metadata = { title: "Bare Next.js page", description: "Baseline page for the bench." };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>A heading and a paragraph, nothing else: what Next.js 16 costs before any code of ours.</p>
    </main>
  );
}

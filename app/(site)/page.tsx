export default function HomePage() {
  return (
    <section id="home" className="container-page grid min-h-[90vh] place-items-center pt-24 text-center">
      <h1 className="text-display font-semibold">
        Engineering the Future. <span className="text-gradient">Today.</span>
      </h1>
    </section>
  );
}

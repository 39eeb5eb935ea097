/** A studio author of the built-in articles. */
export interface BlogAuthor {
  slug: string;
  name: string;
  role: string;
  bio: string;
  avatar: string;
}

export const aaravMehta: BlogAuthor = {
  slug: "aarav-mehta",
  name: "Aarav Mehta",
  role: "Founder & CEO",
  bio: "Founder and CEO of Kairo Labs. Aarav works with founders on product strategy, pricing and the unit economics of AI-driven sales, and still reviews every proposal the studio sends.",
  avatar: "/images/people/aarav-mehta.webp",
};

export const ishitaRao: BlogAuthor = {
  slug: "ishita-rao",
  name: "Ishita Rao",
  role: "Head of Engineering",
  bio: "Head of Engineering at Kairo Labs. Ishita leads the web and mobile teams and has spent a decade shipping products where performance on cheap phones and patchy networks is the real test.",
  avatar: "/images/people/ishita-rao.webp",
};

export const kabirKhanna: BlogAuthor = {
  slug: "kabir-khanna",
  name: "Kabir Khanna",
  role: "Principal Engineer, AI & Platforms",
  bio: "Principal Engineer for AI and platforms at Kairo Labs. Kabir designs agent and integration systems and the evaluation pipelines that keep them honest once real users arrive.",
  avatar: "/images/people/kabir-khanna.webp",
};

export const blogAuthors: BlogAuthor[] = [aaravMehta, ishitaRao, kabirKhanna];

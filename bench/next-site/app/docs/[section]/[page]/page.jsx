import Link from 'next/link';
import Counter from '../../../../components/Counter.jsx';
import { SECTIONS, pagesOf, paragraphs, sectionName } from '../../../../lib.js';

export const dynamicParams = false;

export function generateStaticParams() {
  const out = [];
  for (let s = 0; s < SECTIONS; s++) for (const page of pagesOf(s)) out.push({ section: sectionName(s), page });
  return out;
}

export async function generateMetadata({ params }) {
  const { page } = await params;
  return { title: `${page} · Bench docs` };
}

export default async function Page({ params }) {
  const { section, page } = await params;
  const s = Number(section.slice('section-'.length));
  const n = Number(page.slice('page-'.length));
  return (
    <>
      <aside>
        {pagesOf(s).map((p) => (
          <Link key={p} href={`/docs/${section}/${p}`}>
            {p}
          </Link>
        ))}
      </aside>
      <main>
        <h1>{page}</h1>
        <Counter />
        {paragraphs(n).map((p, i) => (
          <section key={i}>
            <h2 id={`part-${i}`}>Part {i + 1}</h2>
            <p>{p}</p>
          </section>
        ))}
      </main>
    </>
  );
}

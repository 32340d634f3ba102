import Link from 'next/link';
import { SECTIONS, pagesOf, paragraphs, sectionName } from '../../../lib.js';

export const dynamicParams = false;

export function generateStaticParams() {
  const out = [];
  for (let s = 0; s < SECTIONS; s++) out.push({ section: sectionName(s) });
  return out;
}

export default async function Section({ params }) {
  const { section } = await params;
  const s = Number(section.slice('section-'.length));
  return (
    <main>
      <h1>{section}</h1>
      {paragraphs(100000 + s, 3).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <ul>
        {pagesOf(s).map((p) => (
          <li key={p}>
            <Link href={`/docs/${section}/${p}`}>{p}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

import Link from 'next/link';
import { SECTIONS, sectionName } from '../lib.js';

export default function Home() {
  const sections = [];
  for (let s = 0; s < SECTIONS; s++) sections.push(sectionName(s));
  return (
    <main>
      <h1>Bench docs</h1>
      <ul>
        {sections.map((s) => (
          <li key={s}>
            <Link href={`/docs/${s}`}>{s}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

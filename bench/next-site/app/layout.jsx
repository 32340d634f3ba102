import Link from 'next/link';
import { SECTIONS, sectionName } from '../lib.js';
import './globals.css';

export const metadata = { title: 'Bench docs' };

export default function RootLayout({ children }) {
  const sections = [];
  for (let s = 0; s < SECTIONS; s++) sections.push(sectionName(s));
  return (
    <html lang="en">
      <body>
        <header>
          <Link href="/">Bench docs</Link>
        </header>
        <nav className="sections">
          {sections.map((s) => (
            <Link key={s} href={`/docs/${s}`}>
              {s}
            </Link>
          ))}
        </nav>
        {children}
      </body>
    </html>
  );
}

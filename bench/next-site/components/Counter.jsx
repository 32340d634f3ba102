'use client';
import { useState } from 'react';

/** The page's one client component, so every page carries client references in its payload and hydrates. */
export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}

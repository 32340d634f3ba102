// Placeholder until the Next.js fixture harness lands: nothing to set up yet.
export default async function setup(): Promise<void> {}

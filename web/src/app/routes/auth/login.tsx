// Being built: see the issue that owns this page.
export function Component() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">login</h1>
    </main>
  );
}

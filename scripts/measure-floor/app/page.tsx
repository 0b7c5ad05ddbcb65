/** A screen of text in the HTML, as the app's prerendered screens are. */
export default function Page() {
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 28 }}>Framework floor</h1>
      <p>A bare App Router page, exported the way KinBo is.</p>
    </main>
  );
}

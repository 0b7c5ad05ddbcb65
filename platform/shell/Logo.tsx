/**
 * The KinBo wordmark: a lime coin and the name, as inline SVG (no image request). Given a square box it
 * shows the coin alone (the drawing is cut at the right, never squeezed).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 32" preserveAspectRatio="xMinYMid slice" className={className} role="img" aria-label="KinBo">
      <circle cx="16" cy="16" r="14" fill="#c6f432" />
      <path d="M11 9v14M11 16l7-7M13.5 14.5 19 23" stroke="#0b0d12" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <text x="36" y="23" fill="#f4f6fb" fontFamily="Inter, system-ui, sans-serif" fontSize="20" fontWeight="800" letterSpacing="-0.5">
        KinBo
      </text>
    </svg>
  );
}

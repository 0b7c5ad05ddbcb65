import type { Config } from 'tailwindcss';

/**
 * Design tokens. One accent colour (lime), a near-black surface scale and semantic colours.
 * Components use these names only (bg-surface, text-muted, bg-accent ...), never raw hex values,
 * so the look can be changed here in one place.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './features/**/*.{ts,tsx}', './platform/**/*.{ts,tsx}', './ui/**/*.{ts,tsx}', './shared/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        bg: '#0b0d12', // page background
        surface: { DEFAULT: '#141821', raised: '#1c2230', sunken: '#0f1219' },
        line: '#2a3142', // borders and dividers
        fg: { DEFAULT: '#f4f6fb', muted: '#9aa3b5', faint: '#8089a0' },
        accent: { DEFAULT: '#c6f432', strong: '#d8ff5a', fg: '#0b0d12', soft: 'rgba(198,244,50,0.12)' },
        danger: { DEFAULT: '#ff5d6c', soft: 'rgba(255,93,108,0.12)' },
        success: { DEFAULT: '#3ddc97', soft: 'rgba(61,220,151,0.12)' },
        warning: '#ffb547',
        info: '#8cc8ff', // a record under review (issue 12)
        gold: '#f5c542',
        silver: '#c7cfdb',
        bronze: '#d08b55',
        // Other projects' logo colours, for their token logos only (components/ui/TokenIcon.tsx).
        brand: { usdt: '#26a17b', bnb: '#f3ba2f', pol: '#8247e5' },
      },
      borderRadius: { card: '16px', control: '12px', pill: '999px' },
      maxWidth: { app: '480px' },
      minHeight: { touch: '44px' },
      minWidth: { touch: '44px' },
      height: { topbar: '56px', tabbar: '64px' },
      spacing: {
        'safe-t': 'env(safe-area-inset-top)',
        'safe-b': 'env(safe-area-inset-bottom)',
        'safe-l': 'env(safe-area-inset-left)',
        'safe-r': 'env(safe-area-inset-right)',
      },
      fontFamily: {
        sans: ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Noto Sans', 'Noto Sans CJK SC', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'],
      },
      boxShadow: { card: '0 1px 0 rgba(255,255,255,0.04) inset, 0 8px 24px rgba(0,0,0,0.35)' },
      keyframes: {
        shimmer: { '0%': { backgroundPosition: '-200% 0' }, '100%': { backgroundPosition: '200% 0' } },
        'slide-up': { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: {
        shimmer: 'shimmer 1.4s linear infinite',
        'slide-up': 'slide-up 200ms ease-out',
        'fade-in': 'fade-in 150ms ease-out',
      },
    },
  },
  plugins: [],
};

export default config;

import type { Config } from 'tailwindcss';

/**
 * The site's theme. Tailwind 4 reads it through `@config` in src/index.css.
 * Colours: the black of the navigation bar, a deep blue for links and actions, a warm gold for
 * highlights (on dark backgrounds or as fills with dark text: gold text on white fails contrast).
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        nuit: '#0b0b0f',
        brand: {
          50: '#eef3ff',
          100: '#dae4ff',
          200: '#bccdff',
          500: '#3c5bd8',
          600: '#2d47bf',
          700: '#23389b',
          800: '#1d2f7c',
          900: '#17255e',
        },
        or: {
          100: '#fdf1d3',
          300: '#f8d27a',
          400: '#f4bd3f',
          500: '#e8a413',
          700: '#8a5c00',
        },
        creme: '#faf7f2',
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
        display: ['Georgia', 'Cambria', '"Times New Roman"', 'Times', 'serif'],
      },
      maxWidth: {
        page: '72rem',
      },
    },
  },
} satisfies Config;

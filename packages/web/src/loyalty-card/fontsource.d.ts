// The card fonts' CSS files are side-effect imports the bundler turns into <style> chunks; this
// package's type check does not load vite/client, so tell it they exist.
declare module "@fontsource/*.css";

/**
 * Share images (Open Graph, 1200 × 630) and app icons, made at build time in Node: satori lays the
 * card out and turns its text into paths with the Noto fonts of @fontsource, resvg (WebAssembly)
 * paints the PNG. No browser, no network. See README.md beside this file.
 */
export { renderShareImage, renderShareSvg, cardTitle, initRenderer, type ShareImage } from './render.tsx';
export { renderIcons, type Icon } from './icons.ts';
export { MissingGlyphsError, uncoveredCharacters } from './fonts.ts';
export { readPngHeader, decodePng, pixelAt } from './png.ts';

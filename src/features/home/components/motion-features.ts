// Loaded on demand by LazyMotion: drag gestures and layout (the heavy part of framer-motion).
export { domMax as default } from 'framer-motion';

import { domAnimation } from 'framer-motion';

// Loaded on demand by <LazyMotion>, so the animation engine stays out of every page's first load.
export default domAnimation;

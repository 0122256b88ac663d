export { ImageField } from './components/ImageField';
export type { ImageValue } from './image-value';

export { ImageField, type ImageFieldProps } from './components/ImageField';
export type { ImageRef, ImageValue } from './image-value';
export { IMAGE_SIZE } from './image-file-rules';

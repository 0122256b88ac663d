/** The switcher trigger looks the same before and after the popup's code has loaded. */
export const SWITCHER_TRIGGER_CLASSES = 'h-10 max-w-80 gap-2 px-2';

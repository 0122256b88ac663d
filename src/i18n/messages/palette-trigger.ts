/** The command palette (src/shell/palette, issue 26): its header button on every signed-in page. */
export const paletteTriggerMessages = {
  'adsmanager.PALETTE_OPEN': 'Search',
} as const;

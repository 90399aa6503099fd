/** The social card's size: the Open Graph image size every network shows uncropped. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

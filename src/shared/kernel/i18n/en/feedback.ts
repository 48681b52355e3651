/** Toasts and other short notices (spec §8), with the spec's texts verbatim (typos included). */
export const feedbackMessages = {
  'toast.unknownError': 'An unknow error occured',
  'toast.defaultSuccess': 'default success message',
  'toast.close': 'Close',
  'toast.compareFull.desktop': 'Only 5 products can be compared',
  'toast.compareFull.mobile': 'Only 3 products can be compared',
  'toast.cartAdded': 'The products were added to your cart.',
  'toast.orderAgainNothing': 'None of the products of this order can be ordered again.',
  'toast.loggedOut': 'You are logged out.',
  'toast.addressCreated': 'The address was added.',
  // Shown by the toasts' island, which has the shell's messages only (decision 199).
  'favorites.send.sent': 'Your list of favourites was sent to {email}.',
  'loading.longWork': 'Please wait…',
  'offline.indicator': 'Offline: kept pages stay readable',
} as const;

/**
 * The template a signed-in navigation's HTML holds a page's later parts in when they would crowd its first screen (a
 * job page's other tabs and dialogs): the page moves them into the head, which fetches them, once it is shown.
 */
export const PARTS_ONCE_SHOWN_ELEMENT_ID = "parts-once-shown";

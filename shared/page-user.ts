/** The element a signed-in navigation's HTML carries its user in (JSON), so the page's start need not ask the server who is signed in. */
export const PAGE_USER_ELEMENT_ID = "page-user";

/** SPEC §9: sections are scrolled to 80 px below the top, clear of the sticky header. */
export const SCROLL_OFFSET_PX = 80;

/** Scrolls the element with this id to SCROLL_OFFSET_PX below the top of the window; false when absent. */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior });
  return true;
}

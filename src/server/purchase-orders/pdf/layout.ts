import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/**
 * A small layout kit over pdf-lib for documents of text: US Letter pages, the standard Helvetica
 * fonts (nothing embedded, text stays extractable), wrapped text and page breaks. Coordinates are
 * PDF points from the bottom left; `y` is the top of what is drawn next.
 */
export const PAGE = { width: 612, height: 792, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept at the bottom of every page for its footer. */
const FOOTER_SPACE = 30;

export const COLORS = {
  ink: rgb(0.12, 0.14, 0.18),
  muted: rgb(0.4, 0.43, 0.48),
  accent: rgb(0.09, 0.25, 0.48),
  rule: rgb(0.8, 0.82, 0.86),
  shade: rgb(0.93, 0.95, 0.97),
};

export type Style = { size?: number; bold?: boolean; color?: RGB; align?: 'left' | 'right' };

const LINE_HEIGHT = 1.3;

/** One page after another, each with a header drawn by `onNewPage` (after the first). */
export class Sheet {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  private charsets = new Map<PDFFont, Set<number>>();

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly onNewPage: (sheet: Sheet) => void,
  ) {}

  static async create(onNewPage: (sheet: Sheet) => void): Promise<Sheet> {
    const doc = await PDFDocument.create();
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    const sheet = new Sheet(doc, regular, bold, onNewPage);
    sheet.addPage(false);
    return sheet;
  }

  /** The lowest `y` content may reach on a page. */
  get bottom(): number {
    return PAGE.margin + FOOTER_SPACE;
  }

  addPage(withHeader = true): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
    if (withHeader) this.onNewPage(this);
  }

  /** Starts a new page when less than `height` is left on this one; true when it did. */
  ensure(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.addPage();
    return true;
  }

  font(style: Style = {}): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  /**
   * Text the standard fonts can show: their WinAnsi characters; any other character becomes '?',
   * tabs become spaces and other control characters are dropped (newlines are the caller's).
   */
  printable(text: string, font: PDFFont): string {
    let set = this.charsets.get(font);
    if (!set) this.charsets.set(font, (set = new Set(font.getCharacterSet())));
    let out = '';
    for (const ch of text.normalize('NFC').replace(/\t/g, ' ')) {
      const code = ch.codePointAt(0)!;
      if (code < 0x20) continue;
      out += set.has(code) ? ch : '?';
    }
    return out;
  }

  width(text: string, style: Style = {}): number {
    return this.font(style).widthOfTextAtSize(text, style.size ?? 10);
  }

  /** The lines of `text` no wider than `width`: breaks at spaces and newlines, and inside a word too long for a line. */
  wrap(text: string, width: number, style: Style = {}): string[] {
    const font = this.font(style);
    const size = style.size ?? 10;
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of this.printable(paragraph, font).split(/ +/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        let rest = word;
        while (!fits(rest)) {
          let n = rest.length - 1;
          while (n > 1 && !fits(rest.slice(0, n))) n--;
          lines.push(rest.slice(0, n));
          rest = rest.slice(n);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  lineHeight(style: Style = {}): number {
    return (style.size ?? 10) * LINE_HEIGHT;
  }

  /** Draws one line with its top at `top` (left- or right-aligned at `x`); answers the line's height. */
  drawLine(text: string, x: number, top: number, style: Style = {}): number {
    const font = this.font(style);
    const size = style.size ?? 10;
    const shown = this.printable(text, font);
    const left = style.align === 'right' ? x - font.widthOfTextAtSize(shown, size) : x;
    this.page.drawText(shown, { x: left, y: top - size, size, font, color: style.color ?? COLORS.ink });
    return size * LINE_HEIGHT;
  }

  /** Draws wrapped text in a column from `top`; answers the height used. */
  drawWrapped(text: string, x: number, top: number, width: number, style: Style = {}): number {
    let y = top;
    for (const line of this.wrap(text, width, style)) y -= this.drawLine(line, x, y, style);
    return top - y;
  }

  /** Full-width wrapped text in the flow, breaking pages between lines. */
  paragraph(text: string, style: Style = {}, x = PAGE.margin, width = CONTENT_WIDTH): void {
    for (const line of this.wrap(text, width, style)) {
      this.ensure(this.lineHeight(style));
      this.y -= this.drawLine(line, x, this.y, style);
    }
  }

  rule(
    y: number,
    color: RGB = COLORS.rule,
    thickness = 0.75,
    x: number = PAGE.margin,
    width: number = CONTENT_WIDTH,
  ): void {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color });
  }

  shade(top: number, height: number, color: RGB = COLORS.shade): void {
    this.page.drawRectangle({ x: PAGE.margin, y: top - height, width: CONTENT_WIDTH, height, color });
  }

  /** A small capitalised section heading in the flow. */
  heading(text: string, gap = 14): void {
    this.y -= gap;
    this.ensure(40);
    this.y -= this.drawLine(text.toUpperCase(), PAGE.margin, this.y, {
      size: 8,
      bold: true,
      color: COLORS.accent,
    });
    this.y -= 2;
  }
}

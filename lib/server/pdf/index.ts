// The PDF kit: a branded A4 report, blocks to fill it, vector chart diagrams, and its bytes.
export { contentWidth, ensureSpace, finishReport, FONT, pageFill, PDF_COLOR, REPORT_DISCLAIMER, startReport, writeShaped, type PdfDoc, type ReportInfo } from './document';
export { keyValues, paragraph, section, subheading, table, type TableColumn, type TableSpec } from './blocks';
export { chartRow, drawChart, drawEastIndianChart, drawNorthIndianChart, drawSouthIndianChart, type ChartFigure } from './charts';

export { VARGAS, VARGA_METHODS, vargaSignIndex, type Varga } from './rules';
export { computeVargas, type VargaBody, type VargaCharts, type VargaSigns } from './chart';

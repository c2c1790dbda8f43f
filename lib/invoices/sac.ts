// The Services Accounting Code printed on the tax invoice.
//
// 999799 "Other services nowhere else classified" (Heading 9997 "Other services", Group 99979),
// from the Scheme of Classification of Services annexed to Notification No. 11/2017-Central Tax
// (Rate), whose explanatory notes follow the UN Central Product Classification: its class 97990
// "Other miscellaneous services n.e.c." names astrological and spiritualists' services, which is
// what an astrology or Vastu consultation is (not a management consultancy, 998311, nor an
// architectural service, 99832). Sources: the SAC scheme as published at
// https://goodsandservicetax.in/GST/ (Services Code / Classification (SAC) pages) and the UN CPC
// Ver. 2.1, class 97990. Taxed at the standard 18% (GST_PERCENT).
export const CONSULTATION_SAC = '999799';
export const CONSULTATION_SAC_DESCRIPTION = 'Other services nowhere else classified';

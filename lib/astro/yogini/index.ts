export { computeYogini, yoginiOfNakshatra, YOGINI_CYCLE_YEARS, YOGINIS, type YoginiDasha, type YoginiMahadasha, type YoginiName, type YoginiOptions, type YoginiPeriod } from './yogini';

// The Hindi catalogue, one JSON file a namespace like messages/en.ts, and of the same shape:
// typing it as the English catalogue makes a missing or misspelt key a compile error.
import type en from './en';
import Blog from './hi/Blog.json';
import Contact from './hi/Contact.json';
import Faq from './hi/Faq.json';
import BirthForm from './hi/BirthForm.json';
import Auth from './hi/Auth.json';
import Footer from './hi/Footer.json';
import Header from './hi/Header.json';
import Home from './hi/Home.json';
import Kundli from './hi/Kundli.json';
import KundliChart from './hi/KundliChart.json';
import KundliForm from './hi/KundliForm.json';
import Layout from './hi/Layout.json';
import Match from './hi/Match.json';
import Lucky from './hi/Lucky.json';
import VastuCheck from './hi/VastuCheck.json';
import VastuTools from './hi/VastuTools.json';
import FeeEstimator from './hi/FeeEstimator.json';
import AreaCalculator from './hi/AreaCalculator.json';
import AreaConverter from './hi/AreaConverter.json';
import Nav from './hi/Nav.json';
import Business from './hi/Business.json';
import Experts from './hi/Experts.json';
import Legal from './hi/Legal.json';
import Reviews from './hi/Reviews.json';
import PriceLadder from './hi/PriceLadder.json';
import SelfCheckTeaser from './hi/SelfCheckTeaser.json';
import Services from './hi/Services.json';
import Reports from './hi/Reports.json';
import Profile from './hi/Profile.json';
import Pdf from './hi/Pdf.json';
import Muhurta from './hi/Muhurta.json';
import MuhurtaForm from './hi/MuhurtaForm.json';
import VastuTips from './hi/VastuTips.json';
import Horoscope from './hi/Horoscope.json';
import HoroscopeBoard from './hi/HoroscopeBoard.json';
import Panchang from './hi/Panchang.json';
import PanchangPicker from './hi/PanchangPicker.json';
import Booking from './hi/Booking.json';
import BookingForm from './hi/BookingForm.json';
import BookingCancel from './hi/BookingCancel.json';
import Payment from './hi/Payment.json';
import PayPanel from './hi/PayPanel.json';
import ReviewForm from './hi/ReviewForm.json';
import ExpertForms from './hi/ExpertForms.json';
import ExpertDesk from './hi/ExpertDesk.json';
import Errors from './hi/Errors.json';



const hi: typeof en = { Lucky, VastuCheck, Layout, Header, Nav, Footer, Home, Blog, Legal, Business, Experts, Reviews, Faq, SelfCheckTeaser, Services, PriceLadder, Contact, BirthForm, Kundli, KundliChart, KundliForm, Match, Reports, VastuTips, Panchang, PanchangPicker, Horoscope, HoroscopeBoard, Auth, VastuTools, FeeEstimator, AreaCalculator, AreaConverter, Booking, BookingForm, BookingCancel, Payment, PayPanel, ReviewForm, ExpertForms, ExpertDesk, Errors, Profile, Pdf, Muhurta, MuhurtaForm };

export default hi;

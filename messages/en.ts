// The English catalogue: one JSON file a namespace, so each area of the site keeps its own
// texts. English is the shape every language has (messages/hi.ts is checked against it).
import Blog from './en/Blog.json';
import Contact from './en/Contact.json';
import Faq from './en/Faq.json';
import BirthForm from './en/BirthForm.json';
import Auth from './en/Auth.json';
import Footer from './en/Footer.json';
import Header from './en/Header.json';
import Home from './en/Home.json';
import Kundli from './en/Kundli.json';
import KundliChart from './en/KundliChart.json';
import KundliForm from './en/KundliForm.json';
import Layout from './en/Layout.json';
import Match from './en/Match.json';
import Lucky from './en/Lucky.json';
import VastuCheck from './en/VastuCheck.json';
import VastuTools from './en/VastuTools.json';
import FeeEstimator from './en/FeeEstimator.json';
import AreaCalculator from './en/AreaCalculator.json';
import AreaConverter from './en/AreaConverter.json';
import Nav from './en/Nav.json';
import Business from './en/Business.json';
import Experts from './en/Experts.json';
import Legal from './en/Legal.json';
import Reviews from './en/Reviews.json';
import PriceLadder from './en/PriceLadder.json';
import SelfCheckTeaser from './en/SelfCheckTeaser.json';
import Services from './en/Services.json';
import Reports from './en/Reports.json';
import Profile from './en/Profile.json';
import Pdf from './en/Pdf.json';
import Muhurta from './en/Muhurta.json';
import MuhurtaForm from './en/MuhurtaForm.json';
import VastuTips from './en/VastuTips.json';
import Horoscope from './en/Horoscope.json';
import HoroscopeBoard from './en/HoroscopeBoard.json';
import Panchang from './en/Panchang.json';
import PanchangPicker from './en/PanchangPicker.json';
import Booking from './en/Booking.json';
import BookingForm from './en/BookingForm.json';
import BookingCancel from './en/BookingCancel.json';
import Payment from './en/Payment.json';
import PayPanel from './en/PayPanel.json';
import ReviewForm from './en/ReviewForm.json';
import ExpertForms from './en/ExpertForms.json';
import ExpertDesk from './en/ExpertDesk.json';
import Errors from './en/Errors.json';



const en = { Lucky, VastuCheck, Layout, Header, Nav, Footer, Home, Blog, Legal, Business, Experts, Reviews, Faq, SelfCheckTeaser, Services, PriceLadder, Contact, BirthForm, Kundli, KundliChart, KundliForm, Match, Reports, VastuTips, Panchang, PanchangPicker, Horoscope, HoroscopeBoard, Auth, VastuTools, FeeEstimator, AreaCalculator, AreaConverter, Booking, BookingForm, BookingCancel, Payment, PayPanel, ReviewForm, ExpertForms, ExpertDesk, Errors, Profile, Pdf, Muhurta, MuhurtaForm };

export default en;

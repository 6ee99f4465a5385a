import type { City } from '@arogya/contract/constants/directory';
import type { Rng } from './prng';

/**
 * Indian given names and surnames by region, for seed and benchmark data. A person draws both names
 * from one pool, so names stay plausible (no "Sourav Iyengar"). Single words only: emails are built
 * from them.
 */
interface NamePool {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
}

const POOLS = {
  north: {
    male: [
      'Amit',
      'Rajesh',
      'Sanjay',
      'Vivek',
      'Rohit',
      'Ankit',
      'Manish',
      'Gaurav',
      'Karan',
      'Nikhil',
      'Varun',
      'Deepak',
      'Sandeep',
      'Akhil',
      'Ishaan',
      'Harsh',
    ],
    female: [
      'Pooja',
      'Neha',
      'Priyanka',
      'Swati',
      'Shalini',
      'Kavita',
      'Ritu',
      'Anjali',
      'Nidhi',
      'Shweta',
      'Megha',
      'Aditi',
      'Divya',
      'Tanya',
      'Sakshi',
      'Garima',
    ],
    surnames: [
      'Sharma',
      'Verma',
      'Gupta',
      'Agarwal',
      'Malhotra',
      'Kapoor',
      'Khanna',
      'Chopra',
      'Bhatia',
      'Saxena',
      'Srivastava',
      'Arora',
      'Sethi',
      'Tiwari',
      'Chauhan',
      'Mathur',
      'Bansal',
      'Rastogi',
    ],
  },
  punjabi: {
    male: ['Harpreet', 'Gurpreet', 'Manpreet', 'Jaspal', 'Amrinder', 'Navdeep', 'Kuldeep', 'Paramjit'],
    female: ['Simran', 'Jaspreet', 'Harleen', 'Navneet', 'Gurleen', 'Manjit', 'Kirandeep', 'Rupinder'],
    surnames: ['Gill', 'Sandhu', 'Dhillon', 'Grewal', 'Sidhu', 'Bedi', 'Ahluwalia', 'Bajwa'],
  },
  west: {
    male: [
      'Aniket',
      'Omkar',
      'Siddharth',
      'Tushar',
      'Prasad',
      'Mihir',
      'Chirag',
      'Hardik',
      'Parth',
      'Sagar',
      'Yash',
      'Ninad',
      'Mandar',
      'Kedar',
      'Nilesh',
      'Jay',
    ],
    female: [
      'Aishwarya',
      'Sneha',
      'Prajakta',
      'Rutuja',
      'Shruti',
      'Gauri',
      'Tanvi',
      'Hetal',
      'Krupa',
      'Mansi',
      'Komal',
      'Vaishali',
      'Madhura',
      'Ketaki',
      'Bhakti',
      'Urvi',
    ],
    surnames: [
      'Patil',
      'Deshpande',
      'Kulkarni',
      'Joshi',
      'Jadhav',
      'Shinde',
      'Gokhale',
      'Naik',
      'Mehta',
      'Shah',
      'Desai',
      'Patel',
      'Bhatt',
      'Pawar',
      'Sawant',
      'Chavan',
      'Apte',
      'Parikh',
    ],
  },
  south: {
    male: [
      'Karthik',
      'Arvind',
      'Suresh',
      'Venkatesh',
      'Prakash',
      'Ravi',
      'Srinivas',
      'Harish',
      'Naveen',
      'Vijay',
      'Senthil',
      'Anand',
      'Ganesh',
      'Pradeep',
      'Vignesh',
      'Raghav',
    ],
    female: [
      'Lakshmi',
      'Deepa',
      'Kavya',
      'Meera',
      'Revathi',
      'Priya',
      'Sowmya',
      'Keerthana',
      'Nandini',
      'Bhavana',
      'Anitha',
      'Sangeetha',
      'Harini',
      'Janani',
      'Aparna',
      'Pavithra',
    ],
    surnames: [
      'Iyer',
      'Iyengar',
      'Nair',
      'Menon',
      'Reddy',
      'Rao',
      'Krishnan',
      'Subramanian',
      'Pillai',
      'Raman',
      'Hegde',
      'Shetty',
      'Gowda',
      'Naidu',
      'Murthy',
      'Srinivasan',
      'Rajan',
      'Kamath',
    ],
  },
  bengal: {
    male: [
      'Sourav',
      'Arnab',
      'Debashish',
      'Subhajit',
      'Anirban',
      'Abhijit',
      'Sandip',
      'Kaushik',
      'Indranil',
      'Tanmoy',
      'Sayan',
      'Ritwik',
    ],
    female: [
      'Moumita',
      'Sayani',
      'Rituparna',
      'Debjani',
      'Anwesha',
      'Tanushree',
      'Sreyashi',
      'Paromita',
      'Ishita',
      'Poulami',
      'Srabanti',
      'Madhurima',
    ],
    surnames: [
      'Banerjee',
      'Chatterjee',
      'Mukherjee',
      'Ghosh',
      'Bose',
      'Das',
      'Sen',
      'Dutta',
      'Roy',
      'Chakraborty',
      'Bhattacharya',
      'Sarkar',
      'Mitra',
      'Ganguly',
    ],
  },
  bihar: {
    male: [
      'Abhishek',
      'Manoj',
      'Pankaj',
      'Rakesh',
      'Alok',
      'Ashutosh',
      'Saurabh',
      'Vikash',
      'Raushan',
      'Nitish',
      'Chandan',
      'Prabhat',
    ],
    female: [
      'Khushboo',
      'Priti',
      'Rashmi',
      'Anamika',
      'Shilpi',
      'Pallavi',
      'Sweta',
      'Archana',
      'Jyoti',
      'Sonam',
      'Ruchi',
      'Nisha',
    ],
    surnames: [
      'Kumar',
      'Sinha',
      'Prasad',
      'Jha',
      'Thakur',
      'Yadav',
      'Choudhary',
      'Pandey',
      'Mishra',
      'Ojha',
      'Singh',
      'Sahay',
    ],
  },
  muslim: {
    male: ['Mohammed', 'Faisal', 'Imran', 'Arif', 'Sameer', 'Aamir', 'Zaid', 'Irfan', 'Salman', 'Tariq'],
    female: ['Ayesha', 'Fatima', 'Sana', 'Nazia', 'Zoya', 'Farah', 'Rukhsar', 'Heena', 'Shabana', 'Afreen'],
    surnames: [
      'Khan',
      'Ahmed',
      'Siddiqui',
      'Qureshi',
      'Ansari',
      'Shaikh',
      'Hussain',
      'Rizvi',
      'Mirza',
      'Pathan',
    ],
  },
  christian: {
    male: ['Joseph', 'Thomas', 'Anthony', 'Francis', 'Joel', 'Sebastian', 'Alwyn', 'Clement'],
    female: ['Mary', 'Anita', 'Teresa', 'Sheela', 'Jennifer', 'Rosemary', 'Celine', 'Lydia'],
    surnames: [
      'Dsouza',
      'Fernandes',
      'Pereira',
      'George',
      'Mathew',
      'Kurian',
      'Rodrigues',
      'Pinto',
      'Varghese',
      'Lobo',
    ],
  },
} as const satisfies Record<string, NamePool>;

type PoolName = keyof typeof POOLS;

/** Which pools a city's professionals mostly come from (the rest are drawn from all of India). */
const CITY_POOLS: Readonly<Record<City, readonly PoolName[]>> = {
  Mumbai: ['west', 'west', 'north', 'christian'],
  Pune: ['west', 'west', 'west', 'north'],
  Delhi: ['north', 'north', 'punjabi', 'bihar'],
  Bangalore: ['south', 'south', 'south', 'north'],
  Chennai: ['south', 'south', 'south', 'christian'],
  Kolkata: ['bengal', 'bengal', 'bengal', 'bihar'],
  Patna: ['bihar', 'bihar', 'bihar', 'bengal'],
};

const ALL_POOLS = Object.keys(POOLS) as PoolName[];

export type Gender = 'male' | 'female';

export interface PersonName {
  first: string;
  last: string;
}

/** A plausible name for a professional of this city: 75 % local pools, 25 % from anywhere in India. */
export function pickName(rng: Rng, city: City, gender: Gender): PersonName {
  const poolName = rng.chance(0.75) ? rng.pick(CITY_POOLS[city]) : rng.pick(ALL_POOLS);
  const pool: NamePool = POOLS[poolName];
  return { first: rng.pick(pool[gender]), last: rng.pick(pool.surnames) };
}

/** The lower-case ASCII form of a name for an email address ("Dsouza" → "dsouza"). */
export function emailPart(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// The terms and conditions of the registry, kept as data so the page only lays them out.

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'scope',
    title: '1. About these terms',
    paragraphs: [
      'These terms govern the use of the SAFc Registry (the "Registry"), an electronic registry of sustainable aviation fuel certificates, and apply to every company that holds an account in it and to every person who uses it on a company\'s behalf.',
      'By registering a company, accepting an invitation or signing in, you accept these terms for yourself and confirm that you are authorised to accept them for the company you act for.',
    ],
  },
  {
    id: 'definitions',
    title: '2. Definitions',
    paragraphs: [
      'A "certificate" or "unit" is a record in the Registry of a volume, in metric tonnes, of neat sustainable aviation fuel (SAF) and of the emission reductions attributed to it. SAFcA units carry the environmental attributes of the fuel for the aviation emissions of their holder; SAFcE units carry the emission reduction for a beneficiary named in a claim.',
      'An "account" is a holding account of a company in the Registry. A "company representative" manages a company\'s accounts and users; an "account representative" acts on an account within the role the company gives them.',
    ],
  },
  {
    id: 'accounts',
    title: '3. Accounts and access',
    paragraphs: [
      'Each company is responsible for the accuracy of the information it gives when registering and for keeping it up to date. Registration requires an authorization letter signed by an executive of the company.',
      'Access is personal. Users must keep their credentials confidential, must not share them, and must tell the Registry without delay if they suspect that their account is used by someone else. The Registry logs users out after a period of inactivity.',
    ],
  },
  {
    id: 'issuance',
    title: '4. Issuance of certificates',
    paragraphs: [
      'Only fuel providers holding a fuel provider holding account may request the issuance of SAFcA units, supported by a Proof of Sustainability or a Proof of Compliance for the fuel batch concerned. Issuance takes effect only after the request has been signed within the company and approved by a registry administrator.',
      'The fuel provider warrants that the fuel described has been produced, certified and delivered as declared, and that its environmental attributes have not been and will not be claimed, sold or registered elsewhere. Units found to have been issued in error may be removed by the Registry, with the reason recorded.',
    ],
  },
  {
    id: 'transfers',
    title: '5. Transfers, splits and claims',
    paragraphs: [
      'Every transfer, split and claim is started by one authorised person and signed by another before it takes effect. A transfer waits for acceptance by the receiving account unless that account trusts the sending account. A transfer that is not completed within the period set by the Registry expires.',
      "A claim retires units permanently: retired units cannot be transferred, split or claimed again. Claims, their beneficiaries and the logistics providers named in them are published in the Registry's public table of claimed units.",
    ],
  },
  {
    id: 'fees',
    title: '6. Fees',
    paragraphs: [
      "The Registry charges the fees of its published fee schedule, including fees per tonne issued and yearly account fees. Invoices are issued per company and period and are payable within the period stated on them. Unpaid fees may lead to the blocking of the company's accounts.",
    ],
  },
  {
    id: 'conduct',
    title: '7. Obligations of account holders',
    paragraphs: [
      'Account holders must use the Registry only for genuine transactions in sustainable aviation fuel certificates, must not use it for any unlawful purpose, and must not attempt to interfere with its operation or to gain access to data of other companies.',
      'Account holders must keep their own records of the transactions they make and cooperate with reasonable requests of the Registry to verify information given to it.',
    ],
  },
  {
    id: 'suspension',
    title: '8. Blocking and closing accounts',
    paragraphs: [
      'The Registry may block a user, an account or a company when these terms are breached, when information given to it proves to be inaccurate, or when required by law. A company may ask for an account to be closed once it holds no active units and has paid its fees.',
    ],
  },
  {
    id: 'liability',
    title: '9. Liability',
    paragraphs: [
      'The Registry records certificates on the basis of the information and documents provided by account holders and does not guarantee the commercial value of any certificate. To the extent permitted by law, the Registry is not liable for indirect or consequential loss, or for loss caused by information provided by account holders.',
    ],
  },
  {
    id: 'changes',
    title: '10. Changes to these terms',
    paragraphs: [
      'The Registry may change these terms. Account holders are told of material changes in advance; continued use of the Registry after a change takes effect means acceptance of the changed terms.',
    ],
  },
  {
    id: 'privacy',
    title: '11. Privacy',
    paragraphs: [
      'The Registry processes the personal data of its users (name, e-mail address, phone number, employer and role) to run accounts, to verify identities and authority, and to keep the tamper-evident record of every change that a registry of certificates must keep. Every action records who took it.',
      "Personal data is not sold and is shared only with the organisations that run the Registry, with service providers that host it, and where the law requires. Users may ask for access to and correction of their data; records that form part of the Registry's event log are kept for as long as the certificates they concern.",
    ],
  },
  {
    id: 'cookies',
    title: '12. Cookies',
    paragraphs: [
      'The Registry uses the browser storage it needs to work: to keep you signed in, to remember the company you work for in the current tab, and to remember that you accepted the cookie notice (for 365 days). It uses no advertising cookies.',
    ],
  },
];

//.kernel svm_scatter_w16
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-platform DG2 -output "
//.full_options "-TotalGRFNum 128 -output -platform DG2 "
//.instCount 45
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare src (38)  rf=r size=8 type=uq align=4 words (r1.0)
//.declare dst (39)  rf=r size=8 type=uq align=4 words (r1.1)
//.declare v (40)  rf=r size=64 type=ud align=16 words (r2.0)
//.declare d (42)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare addr (46)  rf=r size=128 type=uq align=16 words (r6.0)
//.declare P1 (47)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (48)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (53)  rf=r size=64 type=uq align=16 words (r10.0)
//.declare  (54)  rf=r size=64 type=uq align=16 words (r12.0)
//.declare  (55)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (56)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (57)  rf=r size=8 type=ud align=4 words (r1.4)
//.declare  (58)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (59)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (60)  rf=r size=32 type=ud align=16 words (r1.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | src      | :uq      |      8 | r1       | general    |
// | dst      | :uq      |      8 | r1+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                                                // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $24
// B001: Preds:{B000},  Succs:{}
// _svm_scatter_w16_k0_0_:
(W)     mov (1|M0)               r0.0<1>:f     r1.0<0;1,0>:f                    {Compacted,$0.dst}   // $0
(W)     mov (1|M0)               r0.1<1>:f     r1.1<0;1,0>:f                    {Compacted}          // $0
(W)     mov (1|M0)               r10.0<2>:f    5.60519e-45:f                                         //  (0x00000004:f); $6
(W)     send.dc1 (16|M0)         r2       r0      null:0  0x0            0x022D03FF           {A@2,$1} // wr:1h+0, rd:2; a64 unaligned oword block read x4 // $0
(W)     mov (1|M0)               r10.1<2>:f    0.0:f                                                 //  (0x00000000:f); $6
(W)     mov (1|M0)               r10.2<2>:f    3.36312e-44:f                                         //  (0x00000018:f); $7
(W)     mov (1|M0)               r10.3<2>:f    0.0:f                                                 //  (0x00000000:f); $7
(W)     mov (1|M0)               r10.4<2>:f    6.16571e-44:f                                         //  (0x0000002c:f); $8
(W)     mov (1|M0)               r10.5<2>:f    0.0:f                                                 //  (0x00000000:f); $8
(W)     mov (1|M0)               r10.6<2>:f    0.0:f                                                 //  (0x00000000:f); $9
(W)     mov (1|M0)               r10.7<2>:f    0.0:f                                                 //  (0x00000000:f); $9
(W)     mov (1|M0)               r11.0<2>:f    2.8026e-44:f                                          //  (0x00000014:f); $10
(W)     mov (1|M0)               r11.1<2>:f    0.0:f                                                 //  (0x00000000:f); $10
(W)     mov (1|M0)               r11.2<2>:f    5.60519e-44:f                                         //  (0x00000028:f); $11
(W)     mov (1|M0)               r11.3<2>:f    0.0:f                                                 //  (0x00000000:f); $11
(W)     mov (1|M0)               r11.4<2>:f    8.40779e-44:f                                         //  (0x0000003c:f); $12
(W)     mov (1|M0)               r11.5<2>:f    0.0:f                                                 //  (0x00000000:f); $12
(W)     mov (1|M0)               r11.6<2>:f    2.24208e-44:f                                         //  (0x00000010:f); $13
(W)     mov (1|M0)               r11.7<2>:f    0.0:f                                                 //  (0x00000000:f); $13
(W)     mov (1|M0)               r12.0<2>:d    36:d                                                  // $14
(W)     mov (1|M0)               r12.1<2>:d    0:d                                                   // $14
(W)     mov (1|M0)               r12.2<2>:d    56:d                                                  // $15
(W)     mov (1|M0)               r12.3<2>:d    0:d                                                   // $15
(W)     mov (1|M0)               r12.4<2>:d    12:d                                                  // $16
(W)     mov (1|M0)               r12.5<2>:d    0:d                                                   // $16
(W)     mov (1|M0)               r12.6<2>:d    32:d                                                  // $17
(W)     mov (1|M0)               r12.7<2>:d    0:d                                                   // $17
(W)     mov (1|M0)               r13.0<2>:d    52:d                                                  // $18
(W)     mov (1|M0)               r13.1<2>:d    0:d                                                   // $18
(W)     mov (1|M0)               r13.2<2>:d    8:d                                                   // $19
(W)     mov (1|M0)               r13.3<2>:d    0:d                                                   // $19
(W)     mov (1|M0)               r13.4<2>:d    28:d                                                  // $20
(W)     mov (1|M0)               r13.5<2>:d    0:d                                                   // $20
(W)     mov (1|M0)               r13.6<2>:d    48:d                                                  // $21
(W)     mov (1|M0)               r13.7<2>:d    0:d                                                   // $21
(W)     add (8|M0)               r6.0<1>:uq    r1.1<0;1,0>:uq    r10.0<1;1,0>:uq  {A@1}              // $22
(W)     add (8|M0)               r8.0<1>:uq    r1.1<0;1,0>:uq    r12.0<1;1,0>:uq  {A@1}              // $22
(W)     and (16|M0)   (ne)f0.0   null<1>:ud    r2.0<1;1,0>:ud    0x3:uw              {$1.dst}        // $1
(W)     add (16|M0)              r4.0<1>:ud    r2.0<1;1,0>:ud    0x1:uw                              // $3
(W&f0.0) send.dc1 (16|M0)        null     r6      r4:2    0x0            0x080691FF           {A@1,$2} // wr:4+2, rd:0; a64 dword scattering write // $23
        sync.nop                             null                             {Compacted,$2.src}     // $24
        ret (16|M0)                          r1.4                             {A@1}                  // $24


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 49
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0

//.kernel arith_arcp
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 58
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.12)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.13)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.8)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.9)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V35 (41)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V36 (42)  rf=r size=32 type=d align=32 words (r1.0)
//.declare V37 (43)  rf=r size=32 type=w align=32 words (r3.0)
//.declare V38 (44)  rf=r size=16 type=w align=32 words (r4.0)
//.declare V40 (46)  rf=r size=32 type=d align=32 words (r5.0)
//.declare V41 (47)  rf=r size=32 type=d align=2 words (r1.8)
//.declare P1 (48)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V42 (49)  rf=r size=32 type=d align=32 words (r6.0)
//.declare V43 (50)  rf=r size=32 type=f align=32 words (r7.0)
//.declare V44 (51)  rf=r size=4 type=f align=2 words (r2.0)
//.declare V45 (52)  rf=r size=32 type=f align=32 words (r8.0)
//.declare V46 (53)  rf=r size=32 type=f align=32 words (r9.0)
//.declare V48 (55)  rf=r size=64 type=d align=32 words (r10.0)
//.declare V49 (56)  rf=r size=64 type=d align=32 words (r11.0)
//.declare V50 (57)  rf=r size=32 type=d align=32 words (r12.0)
//.declare V51 (58)  rf=r size=32 type=d align=32 words (r13.0)
//.declare V52 (59)  rf=r size=32 type=d align=32 words (r14.0)
//.declare V53 (60)  rf=r size=64 type=w align=32 words (r15.0)
//.declare V54 (61)  rf=r size=64 type=q align=32 words (r16.0)
//.declare V56 (63)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare V57 (64)  rf=r size=32 type=d alias=V37+0 align=2 words (r3.0)
//.declare  (65)  rf=r size=64 type=ud align=32 words (r17.0)
//.declare  (66)  rf=r size=64 type=uq alias=+0 align=32 words (r17.0)
//.declare V58 (67)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (68)  rf=r size=64 type=ud align=32 words (r18.0)
//.declare  (69)  rf=r size=64 type=uq alias=+0 align=32 words (r18.0)
//.declare V59 (70)  rf=r size=32 type=d alias=V41+0 align=2 words (r1.8)
//.declare V60 (71)  rf=r size=32 type=d alias=V37+0 align=2 words (r3.0)
//.declare V61 (72)  rf=r size=32 type=d alias=V36+0 align=2 words (r1.0)
//.declare V62 (73)  rf=r size=32 type=d alias=V40+0 align=2 words (r5.0)
//.declare V63 (74)  rf=r size=16 type=uw alias=V38+0 align=1 words (r4.0)
//.declare V64 (75)  rf=r size=32 type=uw alias=V40+0 align=1 words (r5.0)
//.declare V65 (76)  rf=r size=32 type=uw alias=V37+0 align=1 words (r3.0)
//.declare V66 (77)  rf=r size=32 type=ud alias=V40+0 align=2 words (r5.0)
//.declare V68 (79)  rf=r size=32 type=ud alias=V41+0 align=2 words (r1.8)
//.declare V69 (80)  rf=r size=8 type=uq alias=V34+0 align=4 words (r2.3)
//.declare  (81)  rf=r size=64 type=ud align=32 words (r19.0)
//.declare  (82)  rf=r size=64 type=uq alias=+0 align=32 words (r19.0)
//.declare V70 (83)  rf=r size=32 type=ud alias=V36+0 align=2 words (r1.0)
//.declare V71 (84)  rf=r size=32 type=f alias=V46+0 align=2 words (r9.0)
//.declare V72 (85)  rf=r size=32 type=f alias=V45+0 align=2 words (r8.0)
//.declare V73 (86)  rf=r size=32 type=f alias=V43+0 align=2 words (r7.0)
//.declare  (87)  rf=r size=32 type=f align=32 words (r20.0)
//.declare  (89)  rf=r size=64 type=ud align=32 words (r21.0)
//.declare  (90)  rf=r size=64 type=uq alias=+0 align=32 words (r21.0)
//.declare V75 (91)  rf=r size=64 type=q alias=V49+0 align=32 words (r11.0)
//.declare V76 (92)  rf=r size=64 type=q alias=V48+0 align=32 words (r10.0)
//.declare V77 (93)  rf=r size=32 type=ud alias=V50+0 align=2 words (r12.0)
//.declare V78 (94)  rf=r size=64 type=ud alias=V48+0 align=32 words (r10.0)
//.declare V79 (95)  rf=r size=64 type=ud alias=V49+0 align=32 words (r11.0)
//.declare V80 (96)  rf=r size=32 type=d alias=V51+0 align=2 words (r13.0)
//.declare V81 (97)  rf=r size=64 type=d alias=V48+0 align=32 words (r10.0)
//.declare V82 (98)  rf=r size=64 type=d alias=V49+0 align=32 words (r11.0)
//.declare V83 (99)  rf=r size=32 type=d alias=V52+0 align=2 words (r14.0)
//.declare V84 (100)  rf=r size=64 type=d alias=V53+0 align=32 words (r15.0)
//.declare V85 (101)  rf=r size=32 type=d alias=V50+0 align=2 words (r12.0)
//.declare V86 (102)  rf=r size=64 type=q alias=V54+0 align=32 words (r16.0)
//.declare V87 (103)  rf=r size=64 type=w alias=V53+0 align=32 words (r15.0)
//.declare V88 (104)  rf=r size=64 type=q alias=V53+0 align=32 words (r15.0)
//.declare  (106)  rf=r size=64 type=ud align=32 words (r22.0)
//.declare  (107)  rf=r size=64 type=uq alias=+0 align=32 words (r22.0)
//.declare  (108)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (109)  rf=r size=2 type=uw align=1 words (r2.2)
//.declare  (110)  rf=r size=16 type=uw align=32 words (r23.0)
//.declare  (111)  rf=r size=32 type=d align=32 words (r24.0)
//.declare  (112)  rf=r size=32 type=d align=32 words (r25.0)
//.declare  (113)  rf=r size=64 type=ud align=32 words (r26.0)
//.declare  (114)  rf=r size=64 type=ud align=32 words (r27.0)
//.declare  (115)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (116)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (117)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (118)  rf=r size=32 type=ud align=2 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V34      | :q       |      8 | r2+24    | general    |
// | V35      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $33
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x8t.a32.ca.ca (1|M0)  r2:1  bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218C500 // $33
// B002: Preds:{B001},  Succs:{}
// arith_arcp_BB_0:
(W)     mov (1|M0)               r17.0<1>:uq   r2.1<0;1,0>:uq                   {Compacted,$1.dst}   // $1
(W)     mov (1|M0)               r18.0<1>:uq   r2.2<0;1,0>:uq                   {Compacted}          // $2
(W)     send.dc1 (8|M0)          r3       r17     null:0  0x0            0x021D02FF           {I@2,$2} // wr:1h+0, rd:1; a64 unaligned oword block read x2 // $1
(W)     send.dc1 (8|M0)          r1       r18     null:0  0x0            0x021D02FF           {I@1,$0} // wr:1h+0, rd:1; a64 unaligned oword block read x2 // $2
(W)     mov (1|M0)               r2.2<1>:hf    -qnan(0x1FF):hf                                       // $5
        mov (1|M0)               r2.0<1>:f     0.5:f                               {Compacted}       // $17
(W)     mov (1|M0)               r19.0<1>:uq   r2.3<0;1,0>:uq                   {Compacted}          // $14
        add (1|M0)               r21.0<1>:uq   r2.3<0;1,0>:uq    0x20:uw                             // $21
        add (1|M0)               r22.0<1>:uq   r2.3<0;1,0>:uq    0x40:uw                             // $31
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $33
        mov (8|M0)               r26.0<2>:ud   r3.0<1;1,0>:ud                   {Compacted,$2.dst}   // $23
        add (8|M0)               r1.8<1>:d     r3.0<1;1,0>:d     -r1.0<1;1,0>:d   {Compacted,$0.dst} // $3
        mov (8|M0)               r27.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted}          // $24
(W)     mul (8|M0)               acc0.0<1>:d   r1.8<1;1,0>:d     r1.0<2;1,0>:uw   {Compacted,I@2}    // $4
        mov (8|M0)               r23.0<1>:uw   r3.0<2;1,0>:uw                                        // $5
        macl (8|M0)              r5.0<1>:d     r1.8<1;1,0>:d     r1.0<1;1,0>:d    {Compacted}        // $5
        mov (8|M0)               r11.0<1>:q    r26.0<2;1,0>:d                                        // $23
        mov (8|M0)               r10.0<1>:q    r27.0<2;1,0>:ud                  {I@5}                // $24
        bfn.(s0^s1|s2) (8|M0)    r4.0<1>:uw    r5.0<4;2>:uw      r2.2<0;0>:uw      r23.0<1>:uw      {A@3} // $5
(W)     mul (8|M0)               acc0.0<1>:ud  r10.0<2;1,0>:ud   r11.0<4;1,0>:uw  {I@2}              // $25
        mov (8|M0)               r8.0<1>:f     r3.0<1;1,0>:d                                         // $15
        mov (8|M0)               r7.0<1>:f     r1.0<1;1,0>:ud                                        // $16
        and (8|M0)               r4.0<1>:uw    r4.0<1;1,0>:uw    0xFF:uw              {I@2}          // $6
        mach (8|M0)              r12.0<1>:ud   r10.0<2;1,0>:ud   r11.0<2;1,0>:ud                     // 
(W)     mul (8|M0)               acc0.0<1>:d   r10.0<2;1,0>:d    r11.2<4;1,0>:uw  {Compacted}        // $26
        macl (8|M0)              r13.0<1>:d    r10.0<2;1,0>:d    r11.1<2;1,0>:d                      // $27
(W)     mul (8|M0)               acc0.0<1>:d   r10.1<2;1,0>:d    r11.0<4;1,0>:uw                     // $27
        shr (8|M0)               r5.0<1>:ud    r5.0<1;1,0>:ud    0x3:uw              {Compacted}     // $8
        mad (8|M0)               r8.0<1>:f     r2.0<0;0>:f       r7.0<1;0>:f       r8.0<1>:f        {F@1} // $18
        asr (8|M0)               r1.8<1>:d     r1.8<1;1,0>:d     r4.0<1;1,0>:uw   {I@6}              // $9
        macl (8|M0)              r14.0<1>:d    r10.1<2;1,0>:d    r11.0<2;1,0>:d   {Compacted}        // $28
(W)     mul (8|M0)               acc0.0<1>:d   r10.0<2;1,0>:d    r11.0<4;1,0>:uw                     // $28
        cmp (8|M0)    (gt)f0.0   null<1>:d     r3.0<1;1,0>:d     r1.0<1;1,0>:d                       // $12
        math.inv (8|M0)          r20.0<1>:f    r7.0<1;1,0>:f                                         // $20
        sel (8|M0)    (lt)f0.0   r1.8<1>:d     r5.0<1;1,0>:d     r1.8<1;1,0>:d    {I@4}              // $10
        math.sqt (8|M0)          r8.0<1>:f     r8.0<1;1,0>:f                    {F@1}                // $19
        macl (8|M0)              r24.0<1>:d    r10.0<2;1,0>:d    r11.0<2;1,0>:d   {Compacted}        // $29
        add3 (8|M0)              r25.0<1>:d    r14.0<1;0>:d      r12.0<1;0>:d      r13.0<1>:d       {I@5} // $29
        sel (8|M0)    (ge)f0.0   r1.8<1>:ud    r1.8<1;1,0>:ud    r4.0<1;1,0>:uw   {I@3}              // $11
        mov (8|M0)               r15.0<2>:d    r24.0<1;1,0>:d                   {I@3}                // $29
        mov (8|M0)               r15.1<2>:d    r25.0<1;1,0>:d                   {I@3}                // $29
        mul (8|M0)               r9.0<1>:f     -r8.0<1;1,0>:f    r20.0<1;1,0>:f   {Compacted,M@1}    // $20
(f0.0)  sel (8|M0)               r6.0<1>:d     r1.8<1;1,0>:d     r5.0<1;1,0>:d    {I@3}              // $13
        add (8|M0)               r16.0<1>:q    r15.0<4;1,0>:w    r15.0<1;1,0>:q   {I@2}              // $30
(W)     send.dc1 (8|M0)          null     r19     r6:1    0x0            0x020D42FF           {I@2,$3} // wr:1h+1, rd:0; a64 unaligned oword block write x2 // $14
(W)     send.dc1 (8|M0)          null     r21     r9:1    0x0            0x020D42FF           {F@1,$4} // wr:1h+1, rd:0; a64 unaligned oword block write x2 // $22
(W)     send.dc1 (16|M0)         null     r22     r16:1   0x0            0x020D43FF           {I@1,$5} // wr:1h+1, rd:0; a64 unaligned oword block write x4 // $32
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread // $33


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 58
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
